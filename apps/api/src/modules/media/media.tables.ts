import { pgTable, text, timestamp, customType, integer, boolean } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const media = pgTable('media', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes'),
  svg: text('svg'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  name: text('name'),
  width: integer('width'),
  height: integer('height'),
  sizeBytes: integer('size_bytes'),
  uploaded: boolean('uploaded').notNull().default(false),
  uploadedBy: text('uploaded_by'),
});
