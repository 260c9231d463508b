export { TestimonialTab } from './TestimonialTab';
