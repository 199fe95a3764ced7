/** What every part of the documentation workspace receives (the consultant's page and the customer's tab). */
export interface IsoPartProps {
  projectCode: string;
  /** 'delivery' on the consultant's page, 'customer' on the customer's project tab. */
  side: 'delivery' | 'customer';
}
