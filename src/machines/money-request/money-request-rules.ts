/**
 * Which failures leave a money request's outcome unknown. A refusal is the
 * gateway's answer: nothing moved, the form shows why. A lost connection or
 * a timeout may have happened after the gateway moved the money, so the
 * request is sent again with the same id, and the gateway replays its first
 * answer instead of moving money twice.
 */
export const uncertainCodes: readonly string[] = ['network.abnormal', 'timeout_retry_please'];

export const isUncertainCode = (code: string): boolean => uncertainCodes.includes(code);
