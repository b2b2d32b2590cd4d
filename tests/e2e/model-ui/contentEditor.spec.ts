/** Generated paths of home banners edited in the back office (tests/model-ui/content-editor.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { contentEditorAdapter } from '../../model-ui/content-editor.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(contentEditorAdapter, fileURLToPath(import.meta.url));
