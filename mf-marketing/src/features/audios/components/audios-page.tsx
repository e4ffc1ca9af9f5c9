import { MediaPage } from '../../../components/media/media-page';

export const AudiosPage = () => <MediaPage kind="audio" />;
