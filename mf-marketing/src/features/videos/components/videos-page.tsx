import { MediaList } from '../../../components/media/media-list';
import { TextsPage } from '../../../components/titled-page';

export const VideosPage = () => <TextsPage texts="media.videos"><MediaList kind="video" /></TextsPage>;
