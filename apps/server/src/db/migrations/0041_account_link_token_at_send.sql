ALTER TABLE "account_action" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
-- Hand-written from here: an account link's token is no longer kept in the outbox; the mail worker makes
-- it as it sends (platform/idp/account-links.ts). Link e-mails queued before hold theirs in clear: it
-- becomes the placeholder. One still queued is then sent with a new token; one already sent keeps
-- working with the token it carried (its hash stays on the link's row), now written nowhere but in it.
UPDATE "email_outbox" SET
    "subject" = regexp_replace("subject", 'token=[A-Za-z0-9_-]{43}', 'token=link-token-made-at-send', 'g'),
    "text_body" = regexp_replace("text_body", 'token=[A-Za-z0-9_-]{43}', 'token=link-token-made-at-send', 'g'),
    "html_body" = regexp_replace("html_body", 'token=[A-Za-z0-9_-]{43}', 'token=link-token-made-at-send', 'g')
  WHERE "entity" = 'account_action';
