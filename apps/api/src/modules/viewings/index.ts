// The viewings module's public face (issue 44): its calls and the booking service the composition root
// makes once (the scheduler runs its reminder round).
export { registerViewingsRoutes } from './viewings.routes.ts';
export { createViewingsService, type ViewingsService } from './viewings.service.ts';
