import type { RepositoryAddress } from '../repositories/require-repository.js';

/** Where a notification channel lives: its organization, its repository and its id or list index. */
export interface ChannelAddress extends RepositoryAddress {
  /** The channel's id, or its index in creation order (clients address channels both ways). */
  channelId: string;
}
