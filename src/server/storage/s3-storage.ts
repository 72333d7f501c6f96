import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";
import { KEY_PATTERN, MARKER, type Storage } from "./storage.ts";

/** Uploads in an S3-compatible bucket (AWS, MinIO, R2…), for instances that share no disk. */
export function createS3Storage(s3: NonNullable<Config["s3"]>): Storage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    // Path-style addressing works with every S3-compatible server, not only AWS.
    forcePathStyle: Boolean(s3.endpoint),
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const base = (s3.publicUrl ?? `${s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`}/${s3.bucket}`).replace(/\/+$/, "");
  const check = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
    return key;
  };
  const owner = async () => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: MARKER }));
      return (await object.Body?.transformToString())?.trim() || undefined;
    } catch (error) {
      if ((error as { name?: string }).name === "NoSuchKey") return undefined;
      throw error;
    }
  };
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: check(key),
          Body: body,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: check(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: check(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          if (item.Key && KEY_PATTERN.test(item.Key)) yield { key: item.Key, modifiedAt: item.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl: (key) => `${base}/${key}`,
    keyFromUrl(url) {
      if (!url.startsWith(`${base}/`)) return undefined;
      const key = url.slice(base.length + 1);
      return KEY_PATTERN.test(key) ? key : undefined;
    },
    owner,
    async claim(database) {
      const existing = await owner();
      if (existing) return existing;
      try {
        // Written only if absent (a conditional write, where the server supports it).
        await client.send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: MARKER,
            Body: `${database}\n`,
            ContentType: "text/plain",
            IfNoneMatch: "*",
          }),
        );
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        // 412: there is one already; 409: another claim was being written at the same moment.
        if (status !== 412 && status !== 409) throw error;
      }
      return (await owner()) ?? database;
    },
    location: `s3://${s3.bucket}`,
  };
}
