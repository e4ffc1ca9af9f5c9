import { MediaPage } from '../../../components/media/media-page';

export const VideosPage = () => <MediaPage kind="video" />;
