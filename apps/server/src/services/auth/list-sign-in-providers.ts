import type { SignInProvidersResponse } from '@driftwatch/contract';
import type { AppConfig } from '../../config/app-config.js';
import { githubSignInVariables } from './github-client.js';

function status(configured: boolean, variables: string[]) {
  return { configured, missing_config: configured ? [] : variables };
}

/** What the sign-in and sign-up pages need to offer a provider or say which variables it lacks. */
export function listSignInProviders(config: AppConfig): SignInProvidersResponse {
  return {
    providers: {
      github: status(config.github.oauth !== undefined, githubSignInVariables),
      google: status(config.google !== undefined, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']),
    },
  };
}
