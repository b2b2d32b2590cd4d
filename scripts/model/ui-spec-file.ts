/** Where a machine's generated UI paths are declared (tests/model-ui/<flow>.adapter.ts holds its adapter). */
export const uiSpecFile = (machineId: string): string => `tests/e2e/model-ui/${machineId}.spec.ts`;
