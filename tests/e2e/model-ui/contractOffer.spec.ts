/** Generated paths of the upline's offer through the agent centre and the contract popup (tests/model-ui/contract-offer.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { contractOfferAdapter } from '../../model-ui/contract-offer.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(contractOfferAdapter, fileURLToPath(import.meta.url));
