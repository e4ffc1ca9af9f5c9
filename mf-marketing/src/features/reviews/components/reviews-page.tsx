import { TestimonialCard } from '../../../components/cards/testimonial-card';
import { ListPage } from '../../../components/list-page';
import { useTestimonials } from '../api/get-testimonials';

export const ReviewsPage = () => <ListPage texts="reviews" result={useTestimonials()} renderItem={(x) => <TestimonialCard item={x} />} />;
