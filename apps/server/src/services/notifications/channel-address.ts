/** Where a notification channel lives: its organization, its repository and its id or list index. */
export interface ChannelAddress {
  organizationId: string;
  repositoryId: string;
  /** The channel's id, or its index in creation order (the spec addresses channels both ways). */
  channelId: string;
}

export type RepositoryAddress = Omit<ChannelAddress, 'channelId'>;
