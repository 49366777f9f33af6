// The photos a visitor sent with a message, shown small in her opened letter, each a link to the
// whole photo.
export function InboxPhotos({ urls, from }: { urls: string[]; from: string }) {
  if (urls.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos">
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img
              src={url}
              alt={`Attachment ${i + 1} from ${from}`}
              width={96}
              height={96}
              className="h-24 w-24 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
