export { bitbucketMessage, bitbucketStatus } from './bitbucket-failure.js';
export {
  type BitbucketAuth,
  type BitbucketClient,
  type BitbucketResponse,
  createBitbucketClient,
} from './create-bitbucket-client.js';
