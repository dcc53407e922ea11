export { ConfluenceApiError } from './confluence-api-error.js';
export {
  type ConfluenceApi,
  type ConfluenceApiOptions,
  type ConfluenceListPage,
  createConfluenceApi,
  nextCursor,
} from './create-confluence-api.js';
export { type AtlassianResource, listAccessibleResources } from './list-accessible-resources.js';
export { readConfluenceList, readWholeConfluenceList } from './read-confluence-list.js';
export {
  type AtlassianGrant,
  type AtlassianTokenAnswer,
  AtlassianTokenRefused,
  requestAtlassianToken,
} from './request-atlassian-token.js';
