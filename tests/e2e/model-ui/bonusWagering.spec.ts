/** Generated paths of bonus wagering in the reward centre (tests/model-ui/bonus-wagering.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { bonusWageringAdapter } from '../../model-ui/bonus-wagering.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(bonusWageringAdapter, fileURLToPath(import.meta.url));
