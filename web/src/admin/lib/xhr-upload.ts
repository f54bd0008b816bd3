/** One multipart POST with upload progress (fetch cannot report it), cancelled through an AbortSignal. */
export interface XhrUploadOptions {
  url: string;
  field: string;
  file: Blob & { name?: string };
  token: string | null;
  signal: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface XhrAnswer {
  status: number;
  body: string;
}

export function xhrUpload({ url, field, file, token, signal, onProgress }: XhrUploadOptions): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    xhr.onload = () => {
      signal.removeEventListener('abort', onAbort);
      resolve({ status: xhr.status, body: xhr.responseText });
    };
    xhr.onerror = () => {
      signal.removeEventListener('abort', onAbort);
      reject(new TypeError('Network error'));
    };
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
