/** Picked images as data URLs, the form the application call carries them in. */
export function readAsDataUrls(files: readonly File[]): Promise<string[]> {
  return Promise.all(
    files.map(
      (file) =>
        new Promise<string>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.onerror = () => reject(reader.error ?? new Error('the image could not be read'));
          reader.readAsDataURL(file);
        }),
    ),
  );
}
