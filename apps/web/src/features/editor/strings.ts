import { addCatalogue } from '../../lib/i18n.ts';
import { editorCatalogue } from './editor.i18n.ts';
import { draftsCatalogue } from './drafts.i18n.ts';
import { teamCatalogue } from './team.i18n.ts';

// The editor's strings arrive with its chunk, never with the storefront's script.
addCatalogue(editorCatalogue);
addCatalogue(draftsCatalogue);
addCatalogue(teamCatalogue);
