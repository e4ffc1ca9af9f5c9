import { Skeleton } from '../../../components/skeleton';
import { ListDataPage } from '../../../components/titled-page';
import { useFaqs } from '../api/get-faqs';
import { FaqBrowser } from './faq-browser';

/** /questions: the help centre's frequently asked questions. */
export const QuestionsPage = () => <ListDataPage texts="faq" result={useFaqs()} skeleton={<Skeleton count={4} variant="lines" />}>{(items) => <FaqBrowser faqs={items} />}</ListDataPage>;
