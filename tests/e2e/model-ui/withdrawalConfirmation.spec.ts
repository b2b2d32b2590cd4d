/** Generated paths of the withdrawal confirmation through the withdraw page (tests/model-ui/withdrawal-confirmation.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { defineUiModelTests } from '../../model-ui/ui-spec';
import { withdrawalConfirmationAdapter } from '../../model-ui/withdrawal-confirmation.adapter';

defineUiModelTests(withdrawalConfirmationAdapter, fileURLToPath(import.meta.url));
