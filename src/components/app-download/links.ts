/** The status answer's resources → the two download links (empty URLs count as missing). */
import type { Resource } from '../../services/schemas/system';
import type { AppDownloadLinks } from './app-download-view';

const urlOf = (resources: readonly Resource[], type: string): string | null =>
  resources.find((resource) => resource.resourceType === type && resource.url.trim() !== '')?.url ?? null;

export function toAppDownloadLinks(resources: readonly Resource[]): AppDownloadLinks {
  return { android: urlOf(resources, 'ANDROID'), ios: urlOf(resources, 'IOS') };
}
