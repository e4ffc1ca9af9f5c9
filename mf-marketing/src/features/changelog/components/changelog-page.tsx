import { ListDataPage } from '../../../components/titled-page';
import { useChangelog } from '../api/get-changelog';
import { ChangelogView } from './changelog-view';

export const ChangelogPage = () => <ListDataPage texts="changelog" result={useChangelog()}>{(entries) => <ChangelogView entries={entries} />}</ListDataPage>;
