// The messages module's public face: every module writes its messages inside its own transaction with
// `enqueueMessage`, handing in the recipient it read (decision 425); the worker and transports are wired
// by the composition root.
export { registerMessagesRoutes } from './messages.routes.ts';
export { createMessagesService, enqueueMail, enqueueMessage, messagesForMember, newestMessages, type MessagesService } from './messages.service.ts';
export type { MessageRecipient } from './message-recipient.ts';
export { createMessageWorker } from './message-worker.ts';
export { createSmsProvider, createSmtpTransport } from './message-transports.ts';
export { configureMessageCaps } from './message-caps.ts';
