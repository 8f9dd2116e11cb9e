/**
 * A local stand-in for the parts of GitHub that the content editor's GitHub mode uses (docs/editing.md,
 * "What the GitHub-mode test covers"), for the e2e test of that mode: there is no GitHub to reach from a
 * test. It keeps a real git repository (bare, driven with the `git` command) and answers what
 * @keystatic/core 0.6.9 sends, and nothing more:
 *
 * - github.com/login/oauth/authorize: the editor's sign-in. It plays an editor who has already allowed the
 *   app, sending the browser straight back with a code (no consent screen).
 * - github.com/login/oauth/access_token: the editor server's exchange of that code, and of a refresh token,
 *   for tokens (api-generic's githubOauthCallback and refreshGitHubAuth).
 * - api.github.com/graphql: the queries and mutations of Keystatic's page — the app shell (repository,
 *   branches, viewer), a branch's pull request, FetchRef, createRef (a new branch), deleteRef and
 *   createCommitOnBranch, whose commit lands in the repository only on the head it expects.
 * - api.github.com/repos/<owner>/<name>/git/trees/<sha>?recursive=1 and …/git/blobs/<sha>: the files the
 *   editor reads (the repository is private, so Keystatic reads them through the API).
 * - github.com/<owner>/<name>/pull/new/<branch>: where Keystatic's "Create pull request" sends the editor.
 *   Opening it records a pull request (GitHub would first show a form), which the branch's query then finds.
 * - avatars.githubusercontent.com: the signed-in editor's picture.
 *
 * The browser reaches it at GitHub's own addresses over HTTPS (fake-github-address.ts: Chromium resolves
 * GitHub's hosts to its port, and the certificate, made for the run, is one the test's browser accepts):
 * Playwright's request routing could not stand in, as it does not see the second request of a redirect, and
 * the sign-in is a redirect to github.com. The editor server's requests come through github-dispatcher.ts
 * to a plain HTTP port, the host they were sent to first in the path: `http://127.0.0.1:<port>/github.com/…`.
 * Anything else is answered 404 and listed in `unanswered`, so a test sees what Keystatic asked for that the
 * fake does not know.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSchema, graphql, GraphQLError, type ExecutionResult } from "graphql";
import { fakedHosts, fakeGitHubPort } from "./fake-github-address.ts";

export interface PullRequest {
  number: number;
  /** The branch it would merge, and where to. */
  head: string;
  base: string;
}

export interface FakeGitHub {
  /** `http://127.0.0.1:<port>`: the editor server's way in, the host first in the path. */
  url: string;
  /** The bare repository that stands for the GitHub repository. */
  gitDir: string;
  pullRequests: readonly PullRequest[];
  /** Each request answered, as `METHOD host/path` or, for GraphQL, `graphql <operation name>`. */
  requests: readonly string[];
  /** Requests the fake has no answer for. */
  unanswered: readonly string[];
  close(): Promise<void>;
}

/** Runs git on the bare repository (or, without one, as given); rejects with its error output when it fails. */
function git(
  gitDir: string | undefined,
  args: string[],
  options: { input?: Buffer; env?: NodeJS.ProcessEnv } = {},
) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn("git", gitDir === undefined ? args : ["--git-dir", gitDir, ...args], {
      env: { ...process.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString("utf8"));
      else reject(new Error(`git ${args.join(" ")}: ${Buffer.concat(err).toString("utf8")}`));
    });
    child.stdin.end(options.input);
  });
}

/** A GraphQL error as GitHub sends it: with a `type` beside the message, which Keystatic reads. */
class GitHubError extends GraphQLError {
  readonly type: "STALE_DATA" | "NOT_FOUND" | "UNPROCESSABLE" | "FORBIDDEN";
  constructor(message: string, type: GitHubError["type"]) {
    super(message);
    this.type = type;
  }
}

// The part of GitHub's schema that Keystatic's documents select (node_modules/@keystatic/core/dist:
// index-5d64e651.js's app shell fragments, index-3c244051.js's branch and pull request documents,
// keystatic-core-ui.js's CreateCommit and FetchRef), with GitHub's names and types.
const schema = buildSchema(`
  scalar GitObjectID
  scalar Base64String
  enum RepositoryPermission { ADMIN MAINTAIN WRITE TRIAGE READ }
  enum RepositoryAffiliation { OWNER COLLABORATOR ORGANIZATION_MEMBER }
  enum PullRequestState { OPEN CLOSED MERGED }
  interface Node { id: ID! }
  interface GitObject { id: ID! oid: GitObjectID! }
  type Query {
    repository(owner: String!, name: String!): Repository
    viewer: User!
    node(id: ID!): Node
  }
  type User implements Node { id: ID! name: String login: String! avatarUrl: String! databaseId: Int }
  type Repository implements Node {
    id: ID!
    isPrivate: Boolean!
    owner: User!
    name: String!
    defaultBranchRef: Ref
    refs(refPrefix: String!, first: Int, after: String): RefConnection
    ref(qualifiedName: String!): Ref
    viewerPermission: RepositoryPermission
    forks(affiliations: [RepositoryAffiliation], first: Int): RepositoryConnection!
  }
  type RepositoryConnection { nodes: [Repository] }
  type RefConnection { nodes: [Ref] pageInfo: PageInfo! }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type Ref implements Node {
    id: ID!
    name: String!
    target: GitObject
    associatedPullRequests(states: [PullRequestState!], first: Int): PullRequestConnection!
  }
  type Commit implements Node & GitObject { id: ID! oid: GitObjectID! tree: Tree! }
  type Tree implements Node & GitObject { id: ID! oid: GitObjectID! }
  type PullRequestConnection { nodes: [PullRequest] }
  type PullRequest implements Node { id: ID! number: Int! }
  input CreateRefInput { repositoryId: ID! name: String! oid: GitObjectID! clientMutationId: String }
  type CreateRefPayload { ref: Ref clientMutationId: String }
  input DeleteRefInput { refId: ID! clientMutationId: String }
  type DeleteRefPayload { clientMutationId: String }
  input CommittableBranch { id: ID repositoryNameWithOwner: String branchName: String }
  input CommitMessage { headline: String! body: String }
  input FileAddition { path: String! contents: Base64String! }
  input FileDeletion { path: String! }
  input FileChanges { additions: [FileAddition!] deletions: [FileDeletion!] }
  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    expectedHeadOid: GitObjectID!
    message: CommitMessage!
    fileChanges: FileChanges
    clientMutationId: String
  }
  type CreateCommitOnBranchPayload { ref: Ref commit: Commit clientMutationId: String }
  type Mutation {
    createRef(input: CreateRefInput!): CreateRefPayload
    deleteRef(input: DeleteRefInput!): DeleteRefPayload
    createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload
  }
`);

interface CommitInput {
  branch: { repositoryNameWithOwner?: string; branchName?: string };
  expectedHeadOid: string;
  message: { headline: string; body?: string };
  fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
}

/**
 * Starts the fake on 127.0.0.1 — HTTPS on `fakeGitHubPort` for the browser, plain HTTP on a free port for
 * the editor server — its repository a bare clone of `source` (a git repository),
 * named `repo` (owner/name); `clientId` and `clientSecret` are the GitHub App's, which the sign-in checks.
 */
export async function startFakeGitHub({
  source,
  repo,
  clientId,
  clientSecret,
}: {
  source: string;
  repo: `${string}/${string}`;
  clientId: string;
  clientSecret: string;
}): Promise<FakeGitHub> {
  const [owner, name] = repo.split("/") as [string, string];
  const home = mkdtempSync(join(tmpdir(), "regu-fake-github-"));
  const gitDir = join(home, `${name}.git`);
  await git(undefined, ["clone", "--bare", "--quiet", source, gitDir]);
  const defaultBranch = (await git(gitDir, ["symbolic-ref", "--short", "HEAD"])).trim();

  const codes = new Set<string>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const pullRequests: PullRequest[] = [];
  const requests: string[] = [];
  const unanswered: string[] = [];
  const token = (prefix: string) => `${prefix}_${randomBytes(18).toString("hex")}`;

  const viewer = {
    id: "U_fake_manager",
    name: "Marketing Manager",
    login: "regu-marketing",
    avatarUrl: "https://avatars.githubusercontent.com/u/1001?v=4",
    databaseId: 1001,
  };
  const organisation = { ...viewer, id: "O_fake_owner", name: owner, login: owner, databaseId: 1000 };
  const repositoryId = "R_fake_repository";

  const refId = (branch: string) => `REF_${Buffer.from(branch).toString("base64url")}`;
  const branchOfRefId = (id: string) =>
    id.startsWith("REF_") ? Buffer.from(id.slice(4), "base64url").toString("utf8") : undefined;
  const headOf = async (branch: string) =>
    git(gitDir, ["rev-parse", "--verify", "--quiet", `refs/heads/${branch}^{commit}`]).then(
      (oid) => oid.trim(),
      () => undefined,
    );
  const commitObject = async (oid: string) => {
    const tree = (await git(gitDir, ["rev-parse", `${oid}^{tree}`])).trim();
    return {
      __typename: "Commit",
      id: `C_${oid}`,
      oid,
      tree: { __typename: "Tree", id: `T_${tree}`, oid: tree },
    };
  };
  const refObject = async (branch: string) => {
    const head = await headOf(branch);
    if (!head) return null;
    return {
      __typename: "Ref",
      id: refId(branch),
      name: branch,
      target: await commitObject(head),
      associatedPullRequests: ({ states }: { states?: string[] }) => ({
        nodes:
          states && !states.includes("OPEN")
            ? []
            : pullRequests
                .filter((pull) => pull.head === branch)
                .map((pull) => ({ __typename: "PullRequest", id: `PR_${pull.number}`, number: pull.number })),
      }),
    };
  };
  const branches = async () =>
    (await git(gitDir, ["for-each-ref", "--format=%(refname:lstrip=2)", "refs/heads/"]))
      .split("\n")
      .filter(Boolean);
  const repository = () => ({
    __typename: "Repository",
    id: repositoryId,
    // Private: Keystatic reads a private repository's files through the API. A public one's it reads from
    // raw.githubusercontent.com (keystatic-core-ui.js, fetchGitHubBlob), which the editor's page policy
    // does not let it reach (server/editor.ts): not faked, see docs/editing.md.
    isPrivate: true,
    owner: organisation,
    name,
    defaultBranchRef: () => refObject(defaultBranch),
    refs: async ({ refPrefix }: { refPrefix: string }) => {
      if (refPrefix !== "refs/heads/")
        throw new GitHubError(`refPrefix ${refPrefix} is not faked`, "NOT_FOUND");
      return {
        nodes: await Promise.all((await branches()).map(refObject)),
        pageInfo: { hasNextPage: false, endCursor: null },
      };
    },
    ref: ({ qualifiedName }: { qualifiedName: string }) =>
      refObject(qualifiedName.replace(/^refs\/heads\//, "")),
    viewerPermission: "WRITE",
    forks: () => ({ nodes: [] }),
  });

  const createCommitOnBranch = async ({ input }: { input: CommitInput }) => {
    const { branchName, repositoryNameWithOwner } = input.branch;
    if (repositoryNameWithOwner !== repo || !branchName) {
      throw new GitHubError(
        `Could not resolve to a branch of ${String(repositoryNameWithOwner)}`,
        "NOT_FOUND",
      );
    }
    const head = await headOf(branchName);
    if (!head) throw new GitHubError(`A branch named '${branchName}' does not exist`, "NOT_FOUND");
    if (head !== input.expectedHeadOid) {
      // GitHub's words and type for a head that moved since the editor read it.
      throw new GitHubError(
        `Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.`,
        "STALE_DATA",
      );
    }
    // A commit on the head, from its tree with the changes, through an index of its own.
    const index = join(home, `index-${randomBytes(6).toString("hex")}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      await git(gitDir, ["read-tree", head], { env });
      for (const { path } of input.fileChanges?.deletions ?? []) {
        if (!(await git(gitDir, ["ls-tree", head, "--", path])).trim()) {
          throw new GitHubError(
            `A path was requested for deletion which does not exist: ${path}`,
            "UNPROCESSABLE",
          );
        }
        await git(gitDir, ["update-index", "--force-remove", "--", path], { env });
      }
      for (const { path, contents } of input.fileChanges?.additions ?? []) {
        const blob = (
          await git(gitDir, ["hash-object", "-w", "--stdin"], { input: Buffer.from(contents, "base64") })
        ).trim();
        // A file keeps its mode (an executable stays one), as GitHub keeps it.
        const mode = /^(\d+) blob /.exec(await git(gitDir, ["ls-tree", head, "--", path]))?.[1] ?? "100644";
        await git(gitDir, ["update-index", "--add", "--cacheinfo", `${mode},${blob},${path}`], { env });
      }
      const tree = (await git(gitDir, ["write-tree"], { env })).trim();
      const message = [input.message.headline, input.message.body].filter(Boolean).join("\n\n");
      const commit = (
        await git(gitDir, ["commit-tree", tree, "-p", head, "-m", message], {
          env: {
            GIT_AUTHOR_NAME: viewer.name,
            GIT_AUTHOR_EMAIL: `${viewer.databaseId}+${viewer.login}@users.noreply.github.com`,
            GIT_COMMITTER_NAME: "GitHub",
            GIT_COMMITTER_EMAIL: "noreply@github.com",
          },
        })
      ).trim();
      // Moves the branch only if it still points where it did: two saves at once, one wins.
      await git(gitDir, ["update-ref", `refs/heads/${branchName}`, commit, head]).catch(() => {
        throw new GitHubError(`Expected branch to point to "${head}" but it did not.`, "STALE_DATA");
      });
      return { ref: await refObject(branchName), commit: await commitObject(commit) };
    } finally {
      rmSync(index, { force: true });
    }
  };

  const rootValue = {
    repository: (args: { owner: string; name: string }) =>
      `${args.owner}/${args.name}`.toLowerCase() === repo.toLowerCase() ? repository() : null,
    viewer: () => viewer,
    node: ({ id }: { id: string }) => {
      const branch = branchOfRefId(id);
      return branch === undefined ? null : refObject(branch);
    },
    createRef: async ({ input }: { input: { repositoryId: string; name: string; oid: string } }) => {
      if (input.repositoryId !== repositoryId)
        throw new GitHubError("Could not resolve the repository", "NOT_FOUND");
      const branch = /^refs\/heads\/(.+)$/.exec(input.name)?.[1];
      if (!branch) throw new GitHubError(`${input.name} is not a branch`, "UNPROCESSABLE");
      // A zero old value: the branch must not exist yet.
      await git(gitDir, ["update-ref", input.name, input.oid, "0".repeat(40)]).catch(() => {
        throw new GitHubError(
          `A ref named "${input.name}" already exists in the repository.`,
          "UNPROCESSABLE",
        );
      });
      return { ref: await refObject(branch) };
    },
    deleteRef: async ({ input }: { input: { refId: string } }) => {
      const branch = branchOfRefId(input.refId);
      if (!branch || !(await headOf(branch))) throw new GitHubError("Could not resolve the ref", "NOT_FOUND");
      await git(gitDir, ["update-ref", "-d", `refs/heads/${branch}`]);
      return { clientMutationId: null };
    },
    createCommitOnBranch,
  };

  async function answerGraphql(body: { query?: string; variables?: Record<string, unknown> | null }) {
    const result: ExecutionResult = await graphql({
      schema,
      source: body.query ?? "",
      rootValue,
      variableValues: body.variables ?? undefined,
    });
    return {
      ...result,
      errors: result.errors?.map((error) => ({
        ...error.toJSON(),
        ...(error.originalError instanceof GitHubError ? { type: error.originalError.type } : {}),
      })),
    };
  }

  const signedIn = (req: IncomingMessage) => {
    const match = /^(?:Bearer|token) (.+)$/.exec(req.headers.authorization ?? "");
    return match?.[1] !== undefined && accessTokens.has(match[1]);
  };
  const tokens = () => {
    const access = token("ghu");
    const refresh = token("ghr");
    accessTokens.add(access);
    refreshTokens.add(refresh);
    // GitHub App user tokens: eight hours, their refresh token six months.
    return {
      access_token: access,
      expires_in: 28_800,
      refresh_token: refresh,
      refresh_token_expires_in: 15_811_200,
      scope: "",
      token_type: "bearer",
    };
  };

  /** Answers the request; false when the fake has no answer for it. */
  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    { host, path, url }: { host: string; path: string; url: URL },
    body: Buffer,
  ): Promise<boolean> {
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(value));
      return true;
    };
    const params = new URLSearchParams(url.search);
    if (req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
      for (const [key, value] of new URLSearchParams(body.toString("utf8"))) params.set(key, value);
    }

    if (host === "github.com" && path === "/login/oauth/authorize" && req.method === "GET") {
      const redirect = params.get("redirect_uri");
      if (params.get("client_id") !== clientId || !redirect) return json(400, { error: "bad client" });
      const code = token("code");
      codes.add(code);
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      const state = params.get("state");
      if (state) back.searchParams.set("state", state);
      res.writeHead(302, { location: back.toString() });
      res.end();
      return true;
    }
    if (host === "github.com" && path === "/login/oauth/access_token" && req.method === "POST") {
      if (params.get("client_id") !== clientId || params.get("client_secret") !== clientSecret) {
        return json(200, { error: "incorrect_client_credentials" });
      }
      if (params.get("grant_type") === "refresh_token") {
        const refresh = params.get("refresh_token") ?? "";
        if (!refreshTokens.delete(refresh)) return json(200, { error: "bad_refresh_token" });
        return json(200, tokens());
      }
      const code = params.get("code") ?? "";
      if (!codes.delete(code)) return json(200, { error: "bad_verification_code" });
      return json(200, tokens());
    }
    const pullNew = /^\/([^/]+)\/([^/]+)\/pull\/new\/(.+)$/.exec(path);
    if (host === "github.com" && pullNew && req.method === "GET") {
      const head = decodeURIComponent(pullNew[3] ?? "");
      let pull = pullRequests.find((known) => known.head === head);
      if (!pull) {
        pull = { number: pullRequests.length + 1, head, base: defaultBranch };
        pullRequests.push(pull);
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><title>Pull request #${pull.number} · ${repo}</title>` +
          `<h1>Pull request #${pull.number}</h1><p>${head} into ${pull.base}</p>`,
      );
      return true;
    }
    if (host === "avatars.githubusercontent.com") {
      res.writeHead(200, { "content-type": "image/svg+xml" });
      res.end(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#6b7"/></svg>',
      );
      return true;
    }
    if (host !== "api.github.com") return false;

    if (!signedIn(req)) return json(401, { message: "Bad credentials", status: "401" });
    if (path === "/graphql") {
      const request = (
        req.method === "GET"
          ? {
              query: params.get("query") ?? "",
              variables: JSON.parse(params.get("variables") ?? "null") as Record<string, unknown> | null,
              operationName: params.get("operationName"),
            }
          : JSON.parse(body.toString("utf8"))
      ) as { query?: string; variables?: Record<string, unknown> | null; operationName?: string | null };
      const operation = request.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(request.query ?? "")?.[1];
      requests.push(`graphql ${operation ?? "(anonymous)"}`);
      return json(200, await answerGraphql(request));
    }
    const files = new RegExp(`^/repos/${owner}/${name}/git/(trees|blobs)/([0-9a-f]{40})$`, "i").exec(path);
    if (files && req.method === "GET") {
      const [, kind, sha = ""] = files;
      if (kind === "trees") {
        // GitHub's recursive listing: every blob and folder under the tree (a commit's sha names its tree).
        const listing = await git(gitDir, ["ls-tree", "-r", "-t", "-l", "-z", sha]).catch(() => undefined);
        if (listing === undefined) return json(404, { message: "Not Found" });
        const tree = listing
          .split("\0")
          .filter(Boolean)
          .map((line) => {
            const [meta = "", entryPath = ""] = line.split("\t");
            const [mode = "", type = "", entrySha = "", size = "-"] = meta.split(/\s+/);
            return {
              path: entryPath,
              mode,
              type,
              sha: entrySha,
              ...(type === "blob" ? { size: Number(size) } : {}),
              url: `https://api.github.com/repos/${repo}/git/${type}s/${entrySha}`,
            };
          });
        const treeSha = (await git(gitDir, ["rev-parse", `${sha}^{tree}`])).trim();
        return json(200, {
          sha: treeSha,
          url: `https://api.github.com/repos/${repo}/git/trees/${treeSha}`,
          tree,
          truncated: false,
        });
      }
      const content = await gitBlob(gitDir, sha);
      if (!content) return json(404, { message: "Not Found" });
      if (req.headers.accept?.includes("application/vnd.github.raw")) {
        res.writeHead(200, { "content-type": "application/vnd.github.raw" });
        res.end(content);
        return true;
      }
      return json(200, {
        sha,
        size: content.length,
        encoding: "base64",
        content: content.toString("base64"),
      });
    }
    return false;
  }

  /** Requests to the HTTPS port name their host as GitHub's would; to the HTTP port, first in the path. */
  const listener =
    (hostInPath: boolean): RequestListener =>
    (req, res) => {
      // The editor's page calls api.github.com from its own origin, as GitHub allows.
      res.setHeader("access-control-allow-origin", "*");
      res.setHeader("access-control-allow-headers", "authorization, content-type, accept");
      res.setHeader("access-control-allow-methods", "GET, POST, DELETE, OPTIONS");
      if (req.method === "OPTIONS") {
        res.writeHead(204);
        res.end();
        return;
      }
      const url = new URL(req.url ?? "/", "http://fake");
      let host = (req.headers.host ?? "").replace(/:\d+$/, "");
      let path = url.pathname;
      if (hostInPath) {
        const [, first = "", ...rest] = url.pathname.split("/");
        [host, path] = [first, `/${rest.join("/")}`];
      }
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const line = `${req.method} ${host}${path}${url.search}`.replace(
          /([?&](?:code|client_secret|refresh_token)=)[^&]+/g,
          "$1…",
        );
        answer(req, res, { host, path, url }, Buffer.concat(chunks)).then(
          (answered) => {
            if (answered) {
              if (path !== "/graphql") requests.push(line);
              return;
            }
            unanswered.push(line);
            res.writeHead(404, { "content-type": "application/json" });
            res.end(JSON.stringify({ message: "Not Found (not faked)" }));
          },
          (error: unknown) => {
            unanswered.push(`${line}: ${String(error)}`);
            if (!res.headersSent) res.writeHead(500);
            res.end(String(error));
          },
        );
      });
    };

  // A certificate for GitHub's hosts, made for this run; the test's browser accepts it (ignoreHTTPSErrors on
  // the editor-github project), nothing else ever sees it.
  const key = join(home, "key.pem");
  const cert = join(home, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...[
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
      ],
      ...[
        "-subj",
        "/CN=github.com",
        "-addext",
        `subjectAltName=${fakedHosts.map((h) => `DNS:${h}`).join(",")}`,
      ],
      ...["-keyout", key, "-out", cert],
    ],
    { stdio: "ignore" },
  );
  const tls = createTlsServer({ key: readFileSync(key), cert: readFileSync(cert) }, listener(false));
  const plain = createServer(listener(true));
  await Promise.all([
    new Promise<void>((resolve, reject) => {
      tls.once("error", (error: NodeJS.ErrnoException) =>
        reject(
          error.code === "EADDRINUSE"
            ? new Error(`Port ${fakeGitHubPort} is taken: set E2E_GITHUB_PORT to a free port.`)
            : error,
        ),
      );
      tls.listen(fakeGitHubPort, "127.0.0.1", resolve);
    }),
    new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve)),
  ]);
  const { port } = plain.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    gitDir,
    pullRequests,
    requests,
    unanswered,
    async close() {
      for (const server of [tls, plain]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** A blob's bytes, or undefined when the repository has no such blob. */
async function gitBlob(gitDir: string, sha: string): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const child = spawn("git", ["--git-dir", gitDir, "cat-file", "blob", sha], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    const out: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.once("close", (code) => resolve(code === 0 ? Buffer.concat(out) : undefined));
  });
}
