/** A stored upload as the API returns it. `url` is a signed, expiring link that needs no header. */
export interface UploadedFile {
  id: string;
  /** The name the file was sent with, its extension set to the detected type. */
  name: string;
  /** MIME type detected from the bytes. */
  type: string;
  size: number;
  url: string;
}
