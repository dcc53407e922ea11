namespace Retry.Extensions;

public static class ServiceCollectionExtensions
{
    public static void AddRetry(this object services)
    {
    }
}
