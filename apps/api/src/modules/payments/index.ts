// The payments module's public face: its calls, its service, the Stripe provider the orders module takes
// payments with, and the shapes of a confirmation the orders module settles.
export { registerPaymentsRoutes } from './payments.routes.ts';
export { createPaymentsService, type PaymentsService } from './payments.service.ts';
export { createStripeProvider, isProviderRefusal, type StripeProvider } from './stripe-provider.ts';
export type { ConfirmOutcome, PaymentsOrderSide, ProviderConfirmation, StripeSessions, StripeSettlement } from './order-side.ts';
