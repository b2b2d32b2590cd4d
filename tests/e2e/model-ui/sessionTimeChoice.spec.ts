/** Generated paths of the session-time choice through the Safer play page (tests/model-ui/session-time-choice.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { sessionTimeChoiceAdapter } from '../../model-ui/session-time-choice.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(sessionTimeChoiceAdapter, fileURLToPath(import.meta.url));
