import { addCatalogue } from '../../lib/i18n.ts';
import { memberPagesCatalogue } from './member-pages.i18n.ts';

// The member screens' strings arrive with their lazy chunk (the entry's few strings are eager: members.i18n.ts).
addCatalogue(memberPagesCatalogue);
