import { RESTJSONErrorCodes } from 'discord-api-types/v10';

/** One entry of Discord's `_errors` list, e.g. `{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' }`. */
export interface FieldError {
  code: string;
  message: string;
}

/** Discord's nested error tree: keys follow the payload path, leaves carry `_errors`. */
export interface ErrorTree {
  _errors?: FieldError[];
  [key: string]: ErrorTree | FieldError[] | undefined;
}

export type FieldPath = readonly (string | number)[];

/** Collects field errors under their payload paths, the way Discord reports an Invalid Form Body. */
export class FormErrors {
  readonly tree: ErrorTree = {};
  private count = 0;

  add(path: FieldPath, code: string, message: string): void {
    let node = this.tree;
    for (const key of path) {
      const name = String(key);
      const child = node[name];
      if (child === undefined || Array.isArray(child)) {
        const fresh: ErrorTree = {};
        node[name] = fresh;
        node = fresh;
      } else {
        node = child;
      }
    }
    (node._errors ??= []).push({ code, message });
    this.count += 1;
  }

  get empty(): boolean {
    return this.count === 0;
  }

  /** Every error as "path.to.field: CODE" — handy in logs and tests. */
  flatten(): string[] {
    const out: string[] = [];
    const walk = (node: ErrorTree, prefix: string): void => {
      for (const [key, value] of Object.entries(node)) {
        if (value === undefined) continue;
        if (key === '_errors' && Array.isArray(value)) {
          for (const error of value) out.push(`${prefix || '(body)'}: ${error.code}`);
        } else if (!Array.isArray(value)) {
          walk(value, prefix ? `${prefix}.${key}` : key);
        }
      }
    };
    walk(this.tree, '');
    return out;
  }

  /** Throws Discord's 50035 when anything was collected. */
  throwIfAny(): void {
    if (!this.empty) throw DiscordError.invalidFormBody(this);
  }
}

/** An error answered in Discord's JSON shape: `{ code, message, errors? }` with an HTTP status. */
export class DiscordError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: ErrorTree,
  ) {
    super(message);
    this.name = 'DiscordError';
  }

  toJSON(): { code: number; message: string; errors?: ErrorTree } {
    return this.errors ? { code: this.code, message: this.message, errors: this.errors } : { code: this.code, message: this.message };
  }

  static invalidFormBody(errors: FormErrors): DiscordError {
    return new DiscordError(400, RESTJSONErrorCodes.InvalidFormBodyOrContentType, 'Invalid Form Body', errors.tree);
  }

  static unauthorized(): DiscordError {
    return new DiscordError(401, 0, '401: Unauthorized');
  }

  static notFound(): DiscordError {
    return new DiscordError(404, 0, '404: Not Found');
  }

  static methodNotAllowed(): DiscordError {
    return new DiscordError(405, 0, '405: Method Not Allowed');
  }

  static unknownChannel(): DiscordError {
    return new DiscordError(404, RESTJSONErrorCodes.UnknownChannel, 'Unknown Channel');
  }

  static unknownGuild(): DiscordError {
    return new DiscordError(404, RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
  }

  static unknownMember(): DiscordError {
    return new DiscordError(404, RESTJSONErrorCodes.UnknownMember, 'Unknown Member');
  }

  static unknownMessage(): DiscordError {
    return new DiscordError(404, RESTJSONErrorCodes.UnknownMessage, 'Unknown Message');
  }

  static unknownUser(): DiscordError {
    return new DiscordError(404, RESTJSONErrorCodes.UnknownUser, 'Unknown User');
  }

  static unknownWebhook(): DiscordError {
    return new DiscordError(404, RESTJSONErrorCodes.UnknownWebhook, 'Unknown Webhook');
  }

  static unknownApplicationCommand(): DiscordError {
    return new DiscordError(404, RESTJSONErrorCodes.UnknownApplicationCommand, 'Unknown application command');
  }

  static unknownInteraction(): DiscordError {
    return new DiscordError(404, RESTJSONErrorCodes.UnknownInteraction, 'Unknown interaction');
  }

  static alreadyAcknowledged(): DiscordError {
    return new DiscordError(400, RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged, 'Interaction has already been acknowledged.');
  }

  static invalidWebhookToken(): DiscordError {
    return new DiscordError(401, RESTJSONErrorCodes.InvalidWebhookToken, 'Invalid Webhook Token');
  }

  static cannotSendToUser(): DiscordError {
    return new DiscordError(403, RESTJSONErrorCodes.CannotSendMessagesToThisUser, 'Cannot send messages to this user');
  }

  static emptyMessage(): DiscordError {
    return new DiscordError(400, RESTJSONErrorCodes.CannotSendAnEmptyMessage, 'Cannot send an empty message');
  }

  static cannotEditOthersMessage(): DiscordError {
    return new DiscordError(403, RESTJSONErrorCodes.CannotEditMessageAuthoredByAnotherUser, 'Cannot edit a message authored by another user');
  }

  static missingPermissions(): DiscordError {
    return new DiscordError(403, RESTJSONErrorCodes.MissingPermissions, 'Missing Permissions');
  }

  static missingAccess(): DiscordError {
    return new DiscordError(403, RESTJSONErrorCodes.MissingAccess, 'Missing Access');
  }

  static tooManyAttachments(): DiscordError {
    return new DiscordError(400, RESTJSONErrorCodes.MaximumNumberOfAttachmentsInAMessageReached, 'Maximum number of attachments in a message reached (10)');
  }

  static entityTooLarge(): DiscordError {
    return new DiscordError(413, RESTJSONErrorCodes.RequestEntityTooLarge, 'Request entity too large');
  }

  static invalidJson(): DiscordError {
    return new DiscordError(400, RESTJSONErrorCodes.RequestBodyContainsInvalidJSON, 'The request body contains invalid JSON.');
  }

  static wrongChannelType(): DiscordError {
    return new DiscordError(400, RESTJSONErrorCodes.CannotExecuteActionOnThisChannelType, 'Cannot execute action on this channel type');
  }

  static threadAlreadyCreated(): DiscordError {
    return new DiscordError(400, RESTJSONErrorCodes.ThreadAlreadyCreatedForMessage, 'A thread has already been created for this message');
  }
}
