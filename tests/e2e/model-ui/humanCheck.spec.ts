/** Generated paths of the human-check machine through the slide puzzle (tests/model-ui/human-check.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { defineUiModelTests } from '../../model-ui/ui-spec';
import { humanCheckAdapter } from '../../model-ui/human-check.adapter';

defineUiModelTests(humanCheckAdapter, fileURLToPath(import.meta.url));
