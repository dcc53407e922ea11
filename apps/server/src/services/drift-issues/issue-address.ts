/** One of the organization's drift issues, by its id or its DRIFT-<n> key. */
export interface IssueAddress {
  organizationId: string;
  idOrKey: string;
}
