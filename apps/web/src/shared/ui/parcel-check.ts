/** A shipping company as `resource/query/shipping/company` answers it. */
export interface ParcelCompany {
  code: string;
  name: string;
  /** The regular expression its tracking numbers match. */
  trackingPattern: string;
}

/** What is wrong with a company and number about to be sent, and the number as sent (trimmed, upper case). */
export function checkParcel(company: Pick<ParcelCompany, 'trackingPattern'> | undefined, trackingNo: string): { number: string; company?: 'missing'; tracking?: 'required' | 'invalid' } {
  const number = trackingNo.trim().toUpperCase();
  const out: { number: string; company?: 'missing'; tracking?: 'required' | 'invalid' } = { number };
  if (!company) out.company = 'missing';
  if (number === '') out.tracking = 'required';
  else if (company && !new RegExp(company.trackingPattern).test(number)) out.tracking = 'invalid';
  return out;
}
