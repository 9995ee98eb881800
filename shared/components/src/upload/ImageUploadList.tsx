import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { UPLOAD_USES, type UploadUse } from '@congress/domain';
import { FileUploadField } from './FileUploadField';

/** An attached image (the fields of UploadedFile a thumbnail needs). */
export interface AttachedImage {
  id: string;
  name: string;
  url: string;
  width?: number | null;
  height?: number | null;
}

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 4px;
    align-content: start;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
  img {
    width: 100%;
    height: 110px;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.background};
  }
  button {
    justify-self: start;
    min-height: 32px;
    padding: 2px 10px;
    font: inherit;
    cursor: pointer;
  }
`;

/**
 * Images attached to a form (an abstract's file_img): thumbnails with name and size in pixels,
 * a remove button each, and an upload field with progress while there is room for more.
 */
export function ImageUploadList(props: {
  images: readonly AttachedImage[];
  onChange: (images: AttachedImage[]) => void;
  label: ReactNode;
  use?: UploadUse;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const use = props.use ?? 'abstractImage';
  const max = UPLOAD_USES[use].maxFiles;
  return (
    <div>
      {props.images.length > 0 && (
        <StyledList aria-label={intl.formatMessage({ id: 'upload.images.list' })}>
          {props.images.map((image) => (
            <li key={image.id}>
              <img src={image.url} alt={image.name} />
              <span>{image.name}</span>
              {image.width && image.height ? (
                <span>
                  <FormattedMessage
                    id="upload.images.size"
                    values={{ width: image.width, height: image.height }}
                  />
                </span>
              ) : null}
              <button
                type="button"
                disabled={props.disabled}
                aria-label={`${intl.formatMessage({ id: 'upload.images.remove' })} ${image.name}`}
                onClick={() => props.onChange(props.images.filter((other) => other.id !== image.id))}
              >
                <FormattedMessage id="upload.images.remove" />
              </button>
            </li>
          ))}
        </StyledList>
      )}
      {props.images.length < max ? (
        <FileUploadField
          use={use}
          label={props.label}
          attached={props.images.length}
          disabled={props.disabled}
          onUploaded={(files) => props.onChange([...props.images, ...files].slice(0, max))}
        />
      ) : (
        <p>
          <FormattedMessage id="upload.images.full" values={{ count: max }} />
        </p>
      )}
    </div>
  );
}
