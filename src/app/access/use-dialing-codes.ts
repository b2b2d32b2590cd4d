/**
 * Country dialling codes for the mobile inputs, loaded once per page. Until
 * they arrive (or if the call fails) the brand's home code is offered alone,
 * so a mobile form is never without a code.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { DialingCode } from '../../components/sms/dialing-code-select';
import type { HttpClient } from '../../services/http';
import { countryCodesSchema } from '../../services/schemas/system';
import { useApp } from '../app-context';

export const fallbackDialingCodes: DialingCode[] = [{ code: 'PH', name: 'Philippines', dialingCode: '+63' }];

let loading: Promise<DialingCode[]> | null = null;

function loadDialingCodes(http: HttpClient): Promise<DialingCode[]> {
  loading ??= http
    .call('countryCodes', { schema: countryCodesSchema as v.GenericSchema<unknown, v.InferOutput<typeof countryCodesSchema>> })
    .then((answer) => (answer.countries.length > 0 ? answer.countries : fallbackDialingCodes))
    .catch(() => {
      loading = null;
      return fallbackDialingCodes;
    });
  return loading;
}

export function useDialingCodes(): DialingCode[] {
  const { http } = useApp();
  const [codes, setCodes] = useState<DialingCode[]>(fallbackDialingCodes);
  useEffect(() => {
    let live = true;
    void loadDialingCodes(http).then((loaded) => live && setCodes(loaded));
    return () => {
      live = false;
    };
  }, [http]);
  return codes;
}
