import { MediaList } from '../../../components/media/media-list';
import { TextsPage } from '../../../components/titled-page';

export const AudiosPage = () => <TextsPage texts="media.audios"><MediaList kind="audio" /></TextsPage>;
