import { useApi } from '@site/shared/api';
import type { Testimonial } from '@site/shared/types';

export const testimonialsKey = '/testimonials';

export const useTestimonials = () => useApi<Testimonial[]>(testimonialsKey);
