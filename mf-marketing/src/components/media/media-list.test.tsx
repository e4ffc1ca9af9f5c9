import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { videos } from '../../test/fixtures';
import { installFetch } from '../../test/fetch-double';
import { renderAt } from '../../test/render';
import { MediaList } from './media-list';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));

describe('<MediaList>', () => {
  it('shows the failure message and loads again on Retry', async () => {
    let fail = true;
    installFetch({ 'GET /media': () => (fail ? { status: 503, body: { message: 'down', errors: [] } } : { body: videos }) });
    const user = userEvent.setup();
    await renderAt(<MediaList kind="video" />);
    expect(await screen.findByText('Failed to load videos. Please try again later.')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Product tour' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load videos/)).not.toBeInTheDocument();
  });

  it('renders native video with poster, metadata preload and captions', async () => {
    installFetch({ 'GET /media': { body: videos } });
    await renderAt(<MediaList kind="video" />);
    await screen.findByRole('heading', { name: 'Product tour' });
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', '/media/tour.jpg');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'Captions');
  });

  it('shows the Arabic failure message', async () => {
    installFetch({ 'GET /media': { status: 503, body: { message: 'down', errors: [] } } });
    await renderAt(<MediaList kind="video" />, { lang: 'ar' });
    expect(await screen.findByText('تعذّر تحميل الفيديوهات. يُرجى المحاولة مرة أخرى لاحقًا.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
