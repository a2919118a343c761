// The enquiry module's public face.
export { registerEnquiryRoutes } from './enquiry.routes.ts';
