import { logoMaxBytes, logoMessages } from '@driftwatch/contract';
import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../../http/app-error.js';

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * The bytes of the multipart field `logo`. Reading stops just past the size limit, so a huge upload
 * is not held in memory; every way the upload can be wrong is a 422 on the field.
 */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  const refuse = (message: string) => validationFailed([{ path: 'logo', message }]);
  try {
    const part = await request.file({ limits: { fileSize: logoMaxBytes, files: 1, fields: 5 } });
    if (part?.fieldname !== 'logo') throw refuse('Choose an image file in the field logo');
    return await part.toBuffer();
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(logoMessages.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw refuse('Send the logo as multipart/form-data in the field logo');
    throw error;
  }
}
