/** The invite tree (issue 11 §5): members as nodes, with their place under whoever invited them. */
import * as z from 'zod';

const isoTime = z.iso.datetime({ offset: true });

/** Who a member is, briefly (a path step, an inviter). */
export const treeMemberSchema = z.strictObject({ id: z.string(), full_name: z.string().nullable(), username: z.string().nullable() });

export const treeNodeSchema = z.strictObject({
  id: z.string(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  joined_at: isoTime,
  vouches_received: z.number().int().nonnegative(),
  vouches_given: z.number().int().nonnegative(),
  /** How many joined with this member's invites. */
  invited: z.number().int().nonnegative(),
  /** The inviters above the member, the first member first (empty for a root). */
  path: z.array(treeMemberSchema),
});
export type TreeNodeView = z.infer<typeof treeNodeSchema>;

/** Roots (oldest first, paged), or the members a search found, each with its path. */
export const inviteTreePageSchema = z.strictObject({ nodes: z.array(treeNodeSchema), next_cursor: z.string().nullable() });
export type InviteTreePage = z.infer<typeof inviteTreePageSchema>;

/** One member opened in the tree: the node and the members who joined with its invites. */
export const inviteTreeBranchSchema = z.strictObject({ node: treeNodeSchema, children: z.array(treeNodeSchema) });
export type InviteTreeBranch = z.infer<typeof inviteTreeBranchSchema>;

/** A member's own page: who invited them (null for the first members). */
export const myInviterSchema = z.strictObject({ inviter: treeMemberSchema.nullable() });
export type MyInviter = z.infer<typeof myInviterSchema>;
