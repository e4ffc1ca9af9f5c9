import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderAt } from '../../../test/render';
import { PROFILE_TABS, useTabParam } from '../hooks/use-tab-param';
import { ProfileTabs } from './profile-tabs';

function Harness() {
  const [tab, setTab] = useTabParam();
  return (
    <ProfileTabs tabs={PROFILE_TABS} active={tab} label="Account" labelOf={(k) => k} onChange={setTab}>
      <p>panel {tab}</p>
    </ProfileTabs>
  );
}

describe('profile tabs', () => {
  it('opens the tab named in the URL', async () => {
    await renderAt('/en/profile?tab=security', 'profile', <Harness />);
    expect(screen.getByRole('tab', { name: 'security' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel security');
  });

  it('moves with arrows, Home and End, keeping one tab stop and the URL in step', async () => {
    await renderAt('/en/profile', 'profile', <Harness />);
    const info = screen.getByRole('tab', { name: 'info' });
    expect(info).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'security' })).toHaveAttribute('tabindex', '-1');
    info.focus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'security' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel security');
    expect(currentLocation).toBe('/en/profile?tab=security');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'password' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'info' })).toHaveFocus();
    expect(currentLocation).toBe('/en/profile');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'password' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'info' })).toHaveAttribute('aria-selected', 'true');
  });

  it('mirrors the arrows on right-to-left pages', async () => {
    await renderAt('/ar/profile', 'profile', <Harness />, 'ar');
    screen.getByRole('tab', { name: 'info' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'security' })).toHaveFocus();
  });
});
