/** Generated paths of one contract through the contract popup (tests/model-ui/contract.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { contractAdapter } from '../../model-ui/contract.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(contractAdapter, fileURLToPath(import.meta.url));
