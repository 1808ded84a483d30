/**
 * What the app uses of the S3 SDK, in one module that is imported only with `import()`: the SDK is
 * loaded when the bucket is first used, not at a cold start, and a bundler keeps only these
 * exports of it (decision 018).
 */
export {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
