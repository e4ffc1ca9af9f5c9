import { screen } from '@testing-library/react';
import { initI18n } from '@site/shared/i18n';
import { renderApp } from '../../../test/render-app';

beforeAll(async () => {
  await initI18n('ar');
});

describe('group pages that are not built yet', () => {
  it.each([
    ['/ar/groups/g1/stats', 'المجموعات'],
    ['/ar/supporting_members/7/service/3', 'الأعضاء الداعمون'],
  ])('%s says it is coming soon and links back to the list', (path, heading) => {
    renderApp(path);
    expect(screen.getByText('قريبًا')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('link', { name: 'العودة إلى المجموعات' })).toHaveAttribute('href', '/ar/groups');
  });
});
