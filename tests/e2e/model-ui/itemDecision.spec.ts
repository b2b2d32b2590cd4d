/** Generated paths of a deposit worked in the back office's queue (tests/model-ui/item-decision.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { itemDecisionAdapter } from '../../model-ui/item-decision.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(itemDecisionAdapter, fileURLToPath(import.meta.url));
